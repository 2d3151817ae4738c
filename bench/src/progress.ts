/**
 * A small progress bar on stderr (stdout stays free for results). On a terminal it redraws one line; in a log
 * (CI, a file) it prints one line per step so the log still shows where time went.
 */
export class Progress {
  readonly #total: number;
  #done = 0;
  readonly #started = performance.now();
  readonly #tty = Boolean(process.stderr.isTTY);

  constructor(
    total: number,
    readonly title: string,
  ) {
    this.#total = total;
  }

  /** Advances by `weight` units after `label` finished. */
  tick(label: string, weight = 1): void {
    this.#done = Math.min(this.#total, this.#done + weight);
    const share = this.#done / this.#total;
    const width = 30;
    const filled = Math.round(share * width);
    const bar = '#'.repeat(filled) + '.'.repeat(width - filled);
    const line = `${this.title} [${bar}] ${String(Math.round(share * 100)).padStart(3)}%  ${seconds(this.elapsedMs())}  ${label}`;
    if (this.#tty) process.stderr.write(`\r\x1b[2K${line}`);
    else process.stderr.write(`${line}\n`);
  }

  elapsedMs(): number {
    return performance.now() - this.#started;
  }

  finish(label = 'done'): void {
    if (this.#tty) process.stderr.write('\n');
    process.stderr.write(`${this.title}: ${label} in ${seconds(this.elapsedMs())}\n`);
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
