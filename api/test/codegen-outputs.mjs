// Prints, as JSON, what `npm run codegen` would write now, without writing it. Run as its own
// Node process: @graphql-codegen/cli needs ES modules (yargs) that jest's CommonJS runtime cannot load.
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.yml') });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);
process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content }))));
