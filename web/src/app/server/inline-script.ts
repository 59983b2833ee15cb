import { build } from 'esbuild';

/**
 * A page script built from a source module (`module`, a path relative to this folder): `call`
 * (e.g. `start(setup)`) run on the module's export `name`, bundled with what it imports,
 * minified into one function run at once, ready to go in a `<script>` of the page template (its
 * hash then goes in the pages' CSP: page-policy.ts).
 */
export async function buildInlineScript(module: string, name: string, call: string) {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from '${module}';\n${call};`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // The app's own browsers (Vite's default target) run it; one that could not parse it would
    // still get the app.
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const script = result.outputFiles[0]?.text.trim() ?? '';
  // A script inline in HTML must not close its own tag (esbuild escapes it in strings).
  if (!script || /<\/script/i.test(script)) throw new Error(`${module}: no inlinable script`);
  return script;
}

/** The page template with `script` last in its <head>. */
export const withHeadScript = (template: string, script: string): string =>
  template.replace('</head>', () => `<script>${script}</script>\n  </head>`);
