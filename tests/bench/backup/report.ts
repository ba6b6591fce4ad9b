import { percentile } from '../stats';
import type { Checkout } from './checkout-load';

/** Checkout latencies of one window: how many, how many failed, p50, p99 and max in ms. */
export interface WindowFigures {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

export function windowFigures(checkouts: readonly Checkout[]): WindowFigures {
  const ms = checkouts.map((checkout) => checkout.endedAt - checkout.startedAt);
  return {
    count: checkouts.length,
    failed: checkouts.filter((checkout) => checkout.failure).length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.length ? Math.max(...ms) : NaN,
  };
}

/** The checkouts answered before `from`, those under way at any moment of [from, to], and those sent after `to`. */
export function splitAround(checkouts: readonly Checkout[], since: number, from: number, to: number) {
  return {
    before: checkouts.filter((checkout) => checkout.startedAt >= since && checkout.endedAt < from),
    during: checkouts.filter((checkout) => checkout.endedAt >= from && checkout.startedAt <= to),
    after: checkouts.filter((checkout) => checkout.startedAt > to),
  };
}

export interface Goal {
  goal: string;
  figure: string;
  met: boolean;
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : Math.round(value).toLocaleString('en-IN'));

export function windowRow(label: string, figures: WindowFigures): string {
  return `| ${label} | ${figures.count} | ${figures.failed} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`;
}

export function printWindows(rows: [string, WindowFigures][]): void {
  console.log('| window | checkouts | failed | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, figures] of rows) console.log(windowRow(label, figures));
}

export function printGoals(goals: Goal[]): void {
  console.log('| goal | figure | met |');
  console.log('|---|---|---|');
  for (const goal of goals) console.log(`| ${goal.goal} | ${goal.figure} | ${goal.met ? 'met' : 'NOT MET'} |`);
}

/** The latency goal: the slowest checkout during the backup at most 1 s over the slowest before it. */
export function latencyGoal(before: WindowFigures, during: WindowFigures): Goal {
  const extra = during.max - before.max;
  return {
    goal: 'no checkout waits over 1 s longer during the backup',
    figure: `max ${ms(before.max)} -> ${ms(during.max)} ms (${extra >= 0 ? '+' : ''}${ms(extra)}); p99 ${ms(before.p99)} -> ${ms(during.p99)} ms`,
    met: during.count > 0 && extra <= 1000,
  };
}
