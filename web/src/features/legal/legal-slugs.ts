// The paths of the policy pages, for the route table (shared with the sitemap); their titles and
// text stay in the legal chunk.
export { LEGAL_SLUGS } from '@shared/legal';
