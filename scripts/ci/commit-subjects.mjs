// Commit subjects stay readable in `git log --oneline`: at most 72 characters, the detail in the
// body (CONTRIBUTING.md). Checked for every commit after RULE_SINCE, the last commit before the
// rule; older history is left as it is. A clone without that commit (shallow) is not checked.
import { execFileSync } from 'node:child_process';

const RULE_SINCE = '30ee4bb';
const MAX = 72;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });

let log;
try {
  git('cat-file', '-e', `${RULE_SINCE}^{commit}`);
  log = git('log', '--format=%h%x09%s', `${RULE_SINCE}..HEAD`);
} catch {
  console.log(`commit subjects: ${RULE_SINCE} is not in this clone; not checked`);
  process.exit(0);
}
const long = log
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'))
  .filter(([, subject = '']) => subject.length > MAX);
for (const [hash, subject = ''] of long)
  console.error(`${hash}: subject of ${subject.length} characters (at most ${MAX}): ${subject}`);
if (long.length > 0) process.exit(1);
console.log(`commit subjects: every subject since ${RULE_SINCE} is at most ${MAX} characters`);
