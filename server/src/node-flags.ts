/**
 * Node's flags the server is started with (`npm run serve`, and both sides of the bench; cluster workers inherit
 * them). They size the heap, so they must be on the command line: `v8.setFlagsFromString` after start-up does not
 * resize a heap V8 has already set up.
 *
 * A young generation that does not shrink below 16 MB per semi-space. After a quiet spell (a night, a lull between
 * counters' rushes) V8's memory reducer shrinks it to a few MB and grows it back only as objects survive, which an
 * answer's objects rarely do: a process then collected every 1.5-3 MB of allocation, each collection 10-60 ms on a
 * busy machine, for many seconds after the traffic came back. Measured on the paged order search at two processes
 * after 20 idle seconds: 33-54 young collections in 20 s (0.7 s of the processes' 1.5-1.8 s of CPU) against 7-8
 * with the floor (docs/performance.md, "A young generation that stays grown"). The floor costs at most 32 MB of
 * memory a process.
 *
 * No memory reducer. In a lull V8 runs full collections to give memory back (a heap of 106 MB cut to 56), and the
 * traffic that comes back pays for them and for regrowing the heap: pauses of 36-79 ms per process, and on the quick
 * order at two processes 0.14 ms of CPU an answer (docs/performance.md, "No memory reducer"). A process keeps the heap
 * its busiest minute needed instead, about 50 MB more than after a reduction.
 */
export const NODE_FLAGS: readonly string[] = ['--min-semi-space-size=16', '--no-memory-reducer'];
