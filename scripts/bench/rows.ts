// The bench's output: one line per figure, "figure | anchor | ratio | target", '-' where a column has nothing.

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number): string => `${value.toFixed(0)} ms`;
export const seconds = (valueMs: number): string => `${(valueMs / 1000).toFixed(2)} s`;
/** Ours over the anchor's; '-' when the anchor's is 0 or missing. */
export const ratio = (ours: number, anchor: number): string => (anchor > 0 && Number.isFinite(ours) ? `${(ours / anchor).toFixed(2)}x` : '-');
/** A target beside the figure, and whether this run meets it. */
export const target = (what: string, met: boolean): string => `${what} (${met ? 'met' : 'missed'})`;

export function header(): void {
  console.log('figure | anchor | ratio | target');
}

export function row(figure: string, anchor = '-', ratioText = '-', targetText = '-'): void {
  console.log(`${figure} | ${anchor} | ${ratioText} | ${targetText}`);
}
