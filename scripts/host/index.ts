/**
 * npm run host-config — writes vercel.json from the build in build/: the
 * redirects, the CSP (the build's inline scripts by hash, the hosts of the
 * features it was built with) and the other headers. `npm run build` runs it
 * after every build. With `--check` it writes nothing and fails when the
 * committed vercel.json differs from what the build needs. `--dir build-x`
 * reads another build (the deploy modes CI builds, tests/modes), `--out file`
 * writes or checks another file than vercel.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {hostRedirects} from '../../config/redirects';
import {hostConfigOf} from './configOf';

const root = path.resolve(__dirname, '../..');
const {values} = parseArgs({
  options: {
    check: {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'vercel.json'},
  },
});
const build = path.resolve(root, values.dir);
const target = path.resolve(root, values.out);
const name = path.relative(root, target);
if (!fs.existsSync(path.join(build, 'index.html'))) throw new Error(`No ${values.dir}/: run \`npm run build\` first.`);

const {config, features, scriptHashes: hashes} = hostConfigOf(build);
const text = `${JSON.stringify(config, null, 2)}\n`;
const on =
  Object.entries(features)
    .filter(([, enabled]) => enabled)
    .map(([name]) => name)
    .join(', ') || 'none';

if (values.check) {
  if (fs.readFileSync(target, 'utf8') !== text) {
    console.error(
      `${name} does not match ${values.dir}/ (features: ${on}): run \`npm run host-config\` and commit it.`,
    );
    process.exit(1);
  }
  console.log(`${name} matches ${values.dir}/ (features: ${on})`);
} else {
  fs.writeFileSync(target, text);
  console.log(`${name}: ${hostRedirects.length} redirects, ${hashes.length} inline script hashes, features: ${on}`);
}
