import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 23: the layers are held by lint, not by goodwill. Each planted import
// below must fail `npm run lint` with the repository's own configuration;
// the allowed ones beside them must pass, so the rules are not simply "no".
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function errorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.message);
}

describe('import boundaries (ADR 031, ADR 034)', () => {
  it('a service may not import db/schema; its repository may', async () => {
    const code =
      "import { customers } from '../../db/schema/index.ts';\nexport const x = customers;\n";
    expect(await errorsOf('apps/api/src/modules/shop/planted.service.ts', code)).toEqual([
      expect.stringContaining('db/schema'),
    ]);
    expect(await errorsOf('apps/api/src/modules/shop/planted.repo.ts', code)).toEqual([]);
  });

  it('a route may not import db/', async () => {
    const code =
      "import { openDatabase } from '../../db/client.ts';\nexport const x = openDatabase;\n";
    expect(await errorsOf('apps/api/src/modules/shop/planted.routes.ts', code)).toHaveLength(1);
  });

  it('a web feature may not import another feature; shared folders it may', async () => {
    const crossing =
      "import { CustomerList } from '../../customers/components/customer-list';\nexport const x = CustomerList;\n";
    expect(await errorsOf('apps/web/src/features/shop/components/planted.tsx', crossing)).toEqual([
      expect.stringContaining('features/shop imports only itself'),
    ]);
    const shared = "import { Money } from '../../../components/money';\nexport const x = Money;\n";
    expect(await errorsOf('apps/web/src/features/shop/components/planted.tsx', shared)).toEqual([]);
  });
});
