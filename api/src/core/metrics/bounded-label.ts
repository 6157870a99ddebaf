/**
 * One label's values when callers choose them (GraphQL operation names, error codes): each distinct value is a new
 * time series in every scraper, so they are kept to `cap` distinct values, first come first kept; later ones, and
 * any longer than `maxLength`, share the `overflow` value. Bounded memory here, bounded series there.
 */
export class BoundedLabel {
  private readonly kept = new Set<string>();

  constructor(
    private readonly cap: number,
    private readonly overflow: string,
    private readonly maxLength = 64,
  ) {}

  of(value: string): string {
    if (this.kept.has(value)) return value;
    if (this.kept.size >= this.cap || value.length > this.maxLength) return this.overflow;
    this.kept.add(value);
    return value;
  }
}
