// `npm run bench:db-loss`: kills the embedded PostgreSQL under load and prints what clients saw
// (see api/test/database-loss.ts). With --json, prints the whole report as one JSON line (the test reads it).
import { runDatabaseLoss } from '../api/test/database-loss';

async function main() {
  const json = process.argv.includes('--json');
  const r = await runDatabaseLoss({ connections: Number(process.env.DB_LOSS_CONNECTIONS) || 4, loadShare: Number(process.env.DB_LOSS_SHARE) || 0.4 });
  if (json) {
    // A pipe is written asynchronously: exit only once the report is out.
    await new Promise((resolve) => process.stdout.write(`${JSON.stringify(r)}\n`, resolve));
    return;
  }
  const count = (p: (s: number) => boolean) => r.answers.filter((a) => p(a.status)).length;
  console.log(`requests               ${r.answers.length}`);
  console.log(`capacity               ${r.capacityPerSecond.toFixed(0)} successful answers/s (back to back)`);
  console.log(`steady load            ${r.offeredPerSecond.toFixed(0)} requests/s, evenly spaced, through the kill`);
  console.log(`baseline               ${r.baselinePerSecond.toFixed(0)} successful answers/s under it before the kill`);
  console.log(`database down for      ${r.restartedAt - r.killedAt} ms (killed with SIGKILL, restarted by the supervisor)`);
  console.log(`answered 503           ${count((s) => s === 503)}   other 5xx: ${count((s) => s >= 500 && s !== 503)}`);
  console.log(`≥ 95% of baseline      ${r.recoveredAfterMs === undefined ? 'never' : `${r.recoveredAfterMs} ms after the restart`}`);
  console.log(`writes acknowledged    ${r.acknowledged.length}, lost ${r.lost.length}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
