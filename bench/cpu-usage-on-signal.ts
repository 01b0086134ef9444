// Loaded into the server process by bench/load.bench.ts (node --import): on SIGUSR2 the server writes the CPU time it
// has used so far (process.cpuUsage, user + system, µs) as one line on stdout, so that the bench can say what one
// answer costs the server, measured by the server itself; then the monotonic clock (µs, the clock of a --cpu-prof
// profile's timestamps), so that a profile can be cut to the same window (bench/profile-calculate.ts). No part of the
// product.
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`cpu-usage ${user + system} at ${process.hrtime.bigint() / 1000n}\n`);
});
