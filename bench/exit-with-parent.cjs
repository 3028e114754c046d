/* global process */
// Preloaded into the benchmark's child processes (`node --import ./bench/exit-with-parent.cjs`):
// the child exits as soon as its stdin, a pipe from the benchmark, closes. So a benchmark that is
// killed outright (SIGKILL, a CI timeout) never leaves a host or an echo server running.
process.stdin.on('end', () => process.exit(0))
process.stdin.on('error', () => process.exit(0))
process.stdin.resume()
