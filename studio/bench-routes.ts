/** Where the designers' bench asks the dev server for a print file (studio/bench-server.ts answers). */
export const BENCH_PRINT_PATH = '/__bench/print-file';
/** The event the page hears when the server's drawing code changed: its print files are drawn again. */
export const BENCH_SERVER_CHANGED = 'bench:server-changed';
