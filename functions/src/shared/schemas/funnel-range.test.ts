// The funnel report's range: one schema for the admin's form and the api.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  FUNNEL_DAY_MESSAGE,
  FUNNEL_ORDER_MESSAGE,
  FUNNEL_RANGE_MESSAGE,
  funnelRangeSchema,
  MAX_RANGE_DAYS,
} from './funnel-range.js';

const issues = (value: unknown) =>
  z.safeParse(funnelRangeSchema, value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('funnelRangeSchema', () => {
  it('takes a range of days, one day included, up to one day short of the longest', () => {
    expect(issues({ from: '2026-11-02', to: '2026-11-15' })).toEqual([]);
    expect(issues({ from: '2026-11-02', to: '2026-11-02' })).toEqual([]);
    const last = new Date(Date.parse('2026-01-01') + (MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(issues({ from: '2026-01-01', to: last })).toEqual([]);
  });

  it('puts each refusal on the field to change', () => {
    expect(issues({ from: '2026-11-15', to: '2026-11-02' })).toEqual([['to', FUNNEL_ORDER_MESSAGE]]);
    expect(issues({ from: '2026-01-01', to: '2026-12-31' })).toEqual([['to', FUNNEL_RANGE_MESSAGE]]);
    expect(issues({ from: 'yesterday', to: '' })).toEqual([
      ['from', FUNNEL_DAY_MESSAGE],
      ['to', FUNNEL_DAY_MESSAGE],
    ]);
    expect(issues({ from: '2026-11-02', to: '2026-11-03', extra: 1 }).length).toBe(1);
  });
});
