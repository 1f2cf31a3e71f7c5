import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { addStableIds } from '../../scripts/lib/styled-component-ids';

const withIds = (code: string, file = 'src/app/layout/Header.js') =>
  addStableIds(new MagicString(code), parseAst(code) as never, file).toString();

describe('stable styled-components ids', () => {
  it('gives every styled.tag and styled(Component) an id from its file and its place in it', () => {
    const code = [
      "import styled from 'styled-components';",
      'const Bar = styled.header`color: red;`;',
      'const Wide = styled(Bar)`width: 100%;`;',
      "const Field = styled.input.attrs({ type: 'text' })`border: 0;`;",
    ].join('\n');
    const out = withIds(code);
    const ids = [...out.matchAll(/componentId:"([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids.map((id) => id?.replace(/-\d+$/, '')))).toHaveProperty('size', 1);
    expect(ids.map((id) => id?.split('-').at(-1))).toEqual(['0', '1', '2']);
    expect(out).toContain('styled.header.withConfig({componentId:');
    expect(out).toContain("styled.input.withConfig({componentId:\"" + ids[2] + "\"}).attrs({ type: 'text' })");
  });

  it('is the same for the same file and differs between files; leaves a configured component alone', () => {
    const code = "import styled from 'styled-components';\nconst A = styled.div`a`;";
    expect(withIds(code)).toBe(withIds(code));
    expect(withIds(code, 'src/app/layout/Footer.js')).not.toBe(withIds(code));
    const configured = "import styled from 'styled-components';\nconst A = styled.div.withConfig({ componentId: 'a' })`a`;";
    expect(withIds(configured)).toBe(configured);
  });
});
