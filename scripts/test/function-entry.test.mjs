// Each function's instance loads its own code only (issue 24): the built entry point defines every
// function (deploy's discovery) without loading any function's code, and an instance of one function
// (FUNCTION_TARGET), once it has answered its first request, has loaded no package it does not use.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadFunction } from '../lib/bench-cold-start.mjs';
import { root } from '../lib/emulator-env.mjs';

const functionsDir = path.join(root, 'functions');
const FUNCTIONS = [
  'api',
  'photos',
  'render',
  'publicRegistrySync',
  'giftClaimReflect',
  'marketplaceDemandCounters',
  'marketplaceInsightsRefresh',
  'productUsedSummary',
  'listingPageChanged',
  'recallsChanged',
  'marketplaceSettle',
  'settleOrder',
  'recallListing',
  'listingAlertsNotify',
  'listingAlertsPage',
  'marketplaceCheckoutSweep',
  'analyticsDailyRollup',
  'eventRsvpCountsFold',
  'eventCitiesRecount',
  'eventSeriesOccurrences',
  'accountJob',
  'accountJobsSweep',
  'resaleReminderSweep',
  'resaleReminder',
];

const answered = (target) => loadFunction(functionsDir, target, { firstRequest: true });

describe('function entry points', () => {
  it('defines every function without loading their code', () => {
    assert.ok(existsSync(path.join(functionsDir, 'lib', 'index.js')), 'functions/lib is missing: run npm run build');
    const discovered = loadFunction(functionsDir, '');
    assert.deepEqual(discovered.defined.sort(), [...FUNCTIONS].sort());
    assert.deepEqual(
      discovered.packages.filter((p) => ['sharp', 'stripe', 'express', 'zod'].includes(p)),
      [],
    );
  });

  it('keeps image processing and payments out of the render function, and image processing out of the api', () => {
    const render = answered('render');
    assert.deepEqual(
      render.packages.filter((p) => ['sharp', 'stripe', 'zod'].includes(p)),
      [],
    );
    const api = answered('api');
    assert.ok(api.packages.includes('stripe'), 'the api answered its first request with its routes loaded');
    assert.ok(!api.packages.includes('sharp'));
  });
});
