import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// ADR 052: the server's heap limits are part of the product (the embedded
// default's memory budget). npm start and the systemd unit give the same.
const root = path.resolve(import.meta.dirname, '../../..');
const flags = (command: string) => command.split(/\s+/).filter((a) => a.startsWith('--'));

it('the systemd unit starts the server with the flags npm start gives it', () => {
  const api = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const unit = readFileSync(path.join(root, 'deploy/systemd/care-api@.service'), 'utf8');
  const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1] ?? '';
  expect(flags(api.scripts.start)).toContain('--max-old-space-size=128');
  expect(flags(execStart)).toEqual(flags(api.scripts.start));
});
