import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_DIR } from '../src/core/config';

/**
 * Generated files are never edited by hand: they must equal what `npm run codegen` would write
 * now, from schema.graphql and the web documents as they are on disk at this moment.
 */
describe('generated GraphQL types', () => {
  let outputs: { filename: string; content: string }[];
  beforeAll(async () => {
    // generate(config, false) in a child process (see codegen-outputs.mjs): returns the files, writes nothing.
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'codegen-outputs.mjs')], {
      cwd: ROOT_DIR,
      maxBuffer: 64 * 1024 * 1024,
    });
    outputs = JSON.parse(stdout);
  }, 60_000);

  const STALE = 'is stale: run `npm run codegen` and commit the result';

  it('covers the api resolver types and the web client preset', () => {
    const files = outputs.map((o) => path.relative(ROOT_DIR, path.resolve(ROOT_DIR, o.filename)));
    expect(files).toContain(path.join('api', 'src', 'generated', 'graphql.ts'));
    expect(files).toContain(path.join('web', 'src', 'gql', 'graphql.ts'));
  });

  it('matches every generated file on disk', () => {
    const stale = outputs
      .filter((o) => {
        const file = path.resolve(ROOT_DIR, o.filename);
        return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== o.content;
      })
      .map((o) => `${o.filename} ${STALE}`);
    expect(stale).toEqual([]);
  });

  it('leaves no file in web/src/gql that codegen would no longer write', () => {
    const dir = path.join(ROOT_DIR, 'web', 'src', 'gql');
    const expected = new Set(outputs.map((o) => path.resolve(ROOT_DIR, o.filename)));
    const extra = fs
      .readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => !expected.has(f))
      .map((f) => `${path.relative(ROOT_DIR, f)} is no longer generated: delete it and run \`npm run codegen\``);
    expect(extra).toEqual([]);
  });
});
