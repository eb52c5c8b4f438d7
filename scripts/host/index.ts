/**
 * npm run host-config — writes vercel.json from the redirects and the inline
 * scripts of build/ (run after `npm run build`; a build test fails when the
 * committed file no longer matches the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {hostConfig} from '../../config/host';
import {redirects} from '../../config/redirects';
import {buildScriptHashes} from './inlineScripts';

const root = path.resolve(__dirname, '../..');
const hashes = buildScriptHashes(path.join(root, 'build'));
fs.writeFileSync(path.join(root, 'vercel.json'), `${JSON.stringify(hostConfig(redirects, hashes), null, 2)}\n`);
console.log(`vercel.json: ${redirects.length} redirects, ${hashes.length} inline script hashes`);
