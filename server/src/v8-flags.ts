import v8 from 'node:v8';

/**
 * V8 settings of the server process, set before it serves anything (imported first by main.ts).
 *
 * No allocation-site pretenuring: under load V8 can decide that the objects one line of code allocates (pg's row
 * objects, for one) usually outlive a young-generation collection and allocate them straight in the old
 * generation from then on. Each answer's rows then keep their young strings alive until the next full collection,
 * several MB are promoted every few dozen milliseconds, and collection takes a large share of the CPU: on
 * orders page 1 at 32 connections 0.46 ms of CPU per answer with it against 0.36 ms without (docs/performance.md,
 * section 2). An answer's objects live for a few milliseconds; the young generation is where they belong.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
