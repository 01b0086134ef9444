// Grading: each check adds a reason with its severity; the size takes the grade of its worst reason. The bands
// and limits live in the models, each with the maker practice or standard it follows.
import type { Provenance } from './provenance';
import type { Grade, Reason, ReasonCode, SizeResult, SizeValues } from './types';

const RANK: Record<Grade, number> = { Optimal: 0, Available: 1, Prohibited: 2 };

export class Grader {
  private readonly found: { grade: Grade; reason: Reason }[] = [];
  private source: Provenance | undefined;

  /** Records where the capacity came from (a rating table, the model); the first one recorded stands. */
  rated(provenance: Provenance): void {
    this.source ??= provenance;
  }

  /** The provenance recorded, if the model recorded one. */
  get provenance(): Provenance | undefined {
    return this.source;
  }

  prohibit(code: ReasonCode, values: Record<string, number>): void {
    this.found.push({ grade: 'Prohibited', reason: { code, values } });
  }

  available(code: ReasonCode, values: Record<string, number>): void {
    this.found.push({ grade: 'Available', reason: { code, values } });
  }

  optimal(code: ReasonCode, values: Record<string, number>): void {
    this.found.push({ grade: 'Optimal', reason: { code, values } });
  }

  /** The grade the reasons found so far give. */
  get grade(): Grade {
    return this.found.reduce<Grade>((worst, f) => (RANK[f.grade] > RANK[worst] ? f.grade : worst), 'Optimal');
  }

  /** Takes over every reason another grader found (a series override grading two flow directions). */
  absorb(other: Grader): void {
    this.found.push(...other.found);
    if (other.source) this.rated(other.source);
  }

  /**
   * Places value against a band: below `low` → Available `lowCode`, above `high` → Available `highCode`, inside
   * (edges included) → Optimal `inCode`.
   */
  band(value: number, low: number, high: number, codes: { low: ReasonCode; in: ReasonCode; high: ReasonCode }, values: Record<string, number>): void {
    const v = { ...values, low, high };
    if (value < low) this.available(codes.low, v);
    else if (value > high) this.available(codes.high, v);
    else this.optimal(codes.in, v);
  }

  result<K>(key: K, values: SizeValues): SizeResult<K> {
    const sorted = [...this.found].sort((a, b) => RANK[b.grade] - RANK[a.grade]);
    const grade = sorted[0]?.grade ?? 'Optimal';
    const reasons = sorted.filter((f) => f.grade === grade).map((f) => f.reason);
    const result: SizeResult<K> = { key, grade, reasons, values };
    if (this.source) result.provenance = this.source;
    return result;
  }
}
