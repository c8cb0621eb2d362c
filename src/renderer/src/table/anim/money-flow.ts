// Money that changed hands between two layouts, as flights of chips (issue 18, item 3): each
// treasury that lost money (DEF-6: money sits on the cards) sends chips to the treasuries that
// gained it (transfers, MONEY-1/2), the largest amounts paired first; what no treasury gained went
// to the bank (spent on an attack, ATK-MONEY-3), what none lost came from it (income, INCOME-1).
// Pure.
import type { Point } from '../sprites';

export interface MoneyChange {
  /** Where the chip leaves (a loss) or lands (a gain), world coordinates. */
  at: Point;
  /** Positive: gained; negative: lost. */
  delta: number;
}

export interface MoneyFlight {
  from: Point;
  to: Point;
  amount: number;
}

/** Flights that explain the changes; `bank` is where the bank's money comes from and goes to. */
export function moneyFlights(changes: readonly MoneyChange[], bank: Point, limit: number): MoneyFlight[] {
  const byAmount = (a: { left: number }, b: { left: number }) => b.left - a.left;
  const losses = changes.filter((c) => c.delta < 0).map((c) => ({ at: c.at, left: -c.delta })).sort(byAmount);
  const gains = changes.filter((c) => c.delta > 0).map((c) => ({ at: c.at, left: c.delta })).sort(byAmount);
  const flights: MoneyFlight[] = [];
  for (const g of gains) {
    for (const l of losses) {
      if (g.left === 0) break;
      if (l.left === 0) continue;
      const amount = Math.min(g.left, l.left);
      flights.push({ from: l.at, to: g.at, amount });
      g.left -= amount;
      l.left -= amount;
    }
    if (g.left > 0) flights.push({ from: bank, to: g.at, amount: g.left });
  }
  for (const l of losses) if (l.left > 0) flights.push({ from: l.at, to: bank, amount: l.left });
  // A crowded update (income for a whole structure) keeps its largest flights only.
  return flights.sort((a, b) => b.amount - a.amount).slice(0, Math.max(0, limit));
}
