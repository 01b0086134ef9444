// The widget declarations without React's types (scripts/widget-build/react-types.ts), issue 28: a shop without
// @types/react compiles the package's .d.ts with skipLibCheck false. The packed package itself is checked by
// scripts/check-widget-package.ts; this holds the rewrite to the declaration shapes tsup writes.
import { describe, expect, it } from 'vitest';
import { withoutReactTypes } from '../../../scripts/widget-build/react-types';

const widgetDeclarations = `/// <reference path="./index.d.ts" />
import { a as WidgetClass } from './element-types-CbQl_L5o.js';
import * as _emotion_react_jsx_runtime from '@emotion/react/jsx-runtime';
import { ReactNode } from 'react';
import { Resource } from 'i18next';

declare function SearchBox(props: SearchBoxProps): _emotion_react_jsx_runtime.JSX.Element;
declare function Highlighted({ text, words }: {
    text: string;
}): ReactNode;
`;

describe('withoutReactTypes', () => {
  it("types the components' renderings through rendering.d.ts and imports nothing of React", () => {
    const rewritten = withoutReactTypes(widgetDeclarations);
    expect(rewritten).not.toMatch(/react/i);
    expect(rewritten).toContain("import type { RenderedElement, RenderedNode } from './rendering.js';");
    expect(rewritten).toContain('declare function SearchBox(props: SearchBoxProps): RenderedElement;');
    expect(rewritten).toContain('}): RenderedNode;');
    expect(rewritten).toContain("import { Resource } from 'i18next';");
  });

  it('drops the bare imports the declaration bundler leaves, and imports only the rendering types used', () => {
    const rewritten = withoutReactTypes("import 'react';\nimport '@emotion/react/jsx-runtime';\nimport 'zod';\ndeclare const a: 1;\n");
    expect(rewritten).toBe("import 'zod';\ndeclare const a: 1;\n");
  });

  it('refuses a declaration that still needs React, naming the line', () => {
    expect(() => withoutReactTypes("import { CSSProperties } from 'react';\n")).toThrow(/CSSProperties/);
  });
});
