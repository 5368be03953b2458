/** Owning over time: each vehicle's cumulative cost over the agreement against the current car's, and its pay-off month. */
export * from './cost-over-time.ts';
