import type { OpenApiDocument } from './document.js';

/**
 * The human-readable page of the OpenAPI document, rendered on the server: plain HTML with
 * <details> to fold each route, no script and no CDN, and its stylesheet at /api/docs/style.css,
 * because the app's Content-Security-Policy allows styles and scripts from our origin only.
 */

/** A schema as the page reads it: plain JSON Schema. */
type JsonSchema = Record<string, unknown>;

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Inline code spans of the descriptions (`like this`), after escaping. */
const prose = (s: unknown) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const refName = (ref: string) => ref.split('/').pop()!;

/** A one-line type: `string (uuid)`, `integer 1–20`, `Service[]`, `string | null`. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#${anchor('schema', name)}">${esc(name)}</a>`;
  }
  if ('const' in schema) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  const parts = types.map((t) => {
    if (t === 'array') return `${schema.items ? typeOf(schema.items as JsonSchema) : 'any'}[]`;
    if (t === 'null') return 'null';
    let out = esc(t);
    if (schema.format) out += ` (${esc(schema.format)})`;
    if (Array.isArray(schema.enum))
      out += `: ${(schema.enum as unknown[]).map((v) => `<code>${esc(v)}</code>`).join(', ')}`;
    const bound = (...values: unknown[]) => values.find((v): v is number => typeof v === 'number');
    const min = bound(schema.minimum, schema.minLength, schema.minItems);
    const max = bound(schema.maximum, schema.maxLength, schema.maxItems);
    if (min !== undefined || max !== undefined) {
      const unit = t === 'string' ? ' chars' : '';
      out += ` ${min !== undefined && max !== undefined ? `${min}–${max}${unit}` : min !== undefined ? `≥ ${min}${unit}` : `≤ ${max ?? ''}${unit}`}`;
    }
    if (schema.pattern) out += ` matching <code>${esc(schema.pattern)}</code>`;
    if (schema.default !== undefined) out += `, default <code>${esc(JSON.stringify(schema.default))}</code>`;
    return out;
  });
  if (!parts.length && Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((v) => `<code>${esc(v)}</code>`).join(', ');
  return parts.join(' | ') || 'any';
}

/** A schema as a nested list of its fields (objects), or its one-line type. */
function schemaHtml(schema: JsonSchema, depth = 0): string {
  const objectSchema = (Array.isArray(schema.type) ? schema.type.includes('object') : schema.type === 'object')
    ? schema
    : undefined;
  const items =
    schema.type === 'array' && schema.items && !(schema.items as JsonSchema).$ref
      ? (schema.items as JsonSchema)
      : undefined;
  const description = schema.description && depth === 0 ? `<p>${prose(schema.description)}</p>` : '';
  if (items?.type === 'object' && items.properties)
    return `${description}<p class="type">array of:</p>${schemaHtml(items, depth + 1)}`;
  if (!objectSchema?.properties) return `${description}<p class="type">${typeOf(schema)}</p>`;
  const required = new Set((objectSchema.required as string[] | undefined) ?? []);
  const rows = Object.entries(objectSchema.properties as Record<string, JsonSchema>).map(([name, prop]) => {
    const nested =
      prop.type === 'object' ||
      (Array.isArray(prop.type) && prop.type.includes('object')) ||
      (prop.type === 'array' && (prop.items as JsonSchema | undefined)?.type === 'object');
    return `<li><code class="field">${esc(name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'} <span class="type">${nested ? (prop.type === 'array' ? 'array of objects' : 'object') : typeOf(prop)}</span>${prop.description ? ` — ${prose(prop.description)}` : ''}${nested && prop.properties ? schemaHtml(prop, depth + 1) : ''}${nested && prop.type === 'array' ? schemaHtml(prop.items as JsonSchema, depth + 1) : ''}</li>`;
  });
  const closed = objectSchema.additionalProperties === false ? '' : '<li class="note">other fields allowed</li>';
  return `${description}<ul class="fields">${rows.join('')}${closed}</ul>`;
}

type Op = {
  summary: string;
  description?: string;
  tags: string[];
  'x-access': string;
  parameters?: Array<{ name: string; in: string; required: boolean; description: string; schema: JsonSchema }>;
  requestBody?: { required: boolean; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string; required?: boolean }>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
};

function operationHtml(method: string, path: string, op: Op): string {
  const id = anchor('op', `${method} ${path}`);
  const access =
    { public: 'public', member: 'member (bearer token)', admin: 'admin (bearer token)' }[op['x-access']] ??
    op['x-access'];
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>description</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="required">required</span>' : ''}</td><td>${esc(p.in)}</td><td>${typeOf(p.schema)}</td><td>${prose(p.description)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody
    ? `<h4>Request body${op.requestBody.required ? '' : ' (optional)'}</h4>${op.requestBody.description ? `<p>${prose(op.requestBody.description)}</p>` : ''}${Object.entries(
        op.requestBody.content,
      )
        .map(([type, media]) => `<p class="media"><code>${esc(type)}</code></p>${schemaHtml(media.schema)}`)
        .join('')}`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const headers = Object.entries(r.headers ?? {})
        .map(
          ([name, h]) =>
            `<li>header <code>${esc(name)}</code>${h.required ? '' : ' <span class="optional">optional</span>'} — ${prose(h.description)}</li>`,
        )
        .join('');
      const content = Object.entries(r.content ?? {})
        .map(([type, media]) => `<p class="media"><code>${esc(type)}</code> ${typeOf(media.schema)}</p>`)
        .join('');
      return `<tr><td><span class="status s${esc(status[0])}">${esc(status)}</span></td><td>${prose(r.description)}${headers ? `<ul class="fields">${headers}</ul>` : ''}</td><td>${content}</td></tr>`;
    })
    .join('');
  return `<details class="op" id="${id}">
<summary><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code class="path">/api${esc(path)}</code> <span class="summary">${esc(op.summary)}</span> <span class="access ${esc(op['x-access'])}">${esc(op['x-access'])}</span></summary>
<div class="body">${op.description ? `<p>${prose(op.description)}</p>` : ''}<p class="who">Who may call it: ${esc(access)}</p>${params}${body}<h4>Responses</h4><table><thead><tr><th>status</th><th>when</th><th>body</th></tr></thead><tbody>${responses}</tbody></table></div>
</details>`;
}

/** The whole page. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, Op]>>(doc.tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item) as Array<[string, Op]>) {
      const tag = op.tags[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([method, path, op]);
    }
  }
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const toc = doc.tags
    .map(
      (t) =>
        `<li><a href="#${anchor('tag', t.name)}">${esc(t.name)}</a> <span class="count">${byTag.get(t.name)?.length ?? 0}</span></li>`,
    )
    .join('');
  const sections = doc.tags
    .map((t) => {
      const ops = byTag.get(t.name) ?? [];
      return `<section id="${anchor('tag', t.name)}"><h2>${esc(t.name)}</h2><p>${prose(t.description)}</p>${ops.map(([m, p, op]) => operationHtml(m, p, op)).join('\n')}</section>`;
    })
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details class="schema" id="${anchor('schema', name)}"><summary><code>${esc(name)}</code></summary><div class="body">${schemaHtml(schema)}</div></details>`,
    )
    .join('\n');
  const info = doc.info as { title: string; version: string; description: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)} — reference</title>
<link rel="stylesheet" href="/api/docs/style.css">
</head>
<body>
<header><h1>${esc(info.title)} <span class="version">v${esc(info.version)}</span></h1>
<p>${prose(info.description)}</p>
<p>${count} routes under <code>/api</code>. The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav aria-label="Sections"><ul>${toc}<li><a href="#schemas">Schemas</a> <span class="count">${Object.keys(doc.components.schemas).length}</span></li></ul></nav>
</header>
<main>
${sections}
<section id="schemas"><h2>Schemas</h2><p>Response objects are closed: a field not listed here is never sent.</p>${schemas}</section>
</main>
</body></html>`;
}

/** The page's styles, served as a file of our origin (CSP style-src 'self'). */
export const DOCS_CSS = `
:root{color-scheme:light dark;--bg:#f7f5f0;--card:#fff;--ink:#1f2328;--muted:#57606a;--line:#d8dee4;--accent:#0f766e}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--card:#161b22;--ink:#e6edf3;--muted:#9da7b3;--line:#30363d;--accent:#2dd4bf}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--ink)}
header,main{max-width:1100px;margin:0 auto;padding:16px 24px}
h1{font-size:1.8rem;margin:16px 0 4px}.version{font-size:1rem;color:var(--muted);font-weight:400}
h2{margin:32px 0 4px;padding-top:8px;border-top:1px solid var(--line)}h4{margin:16px 0 6px}
a{color:var(--accent)}code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;list-style:none}.count{color:var(--muted);font-size:.85em}
details{background:var(--card);border:1px solid var(--line);border-radius:10px;margin:8px 0}
summary{cursor:pointer;padding:10px 14px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
summary:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
summary::before{content:"▸";color:var(--muted);width:1ch}details[open]>summary::before{content:"▾"}
.body{padding:0 16px 14px;border-top:1px solid var(--line)}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:6px;padding:2px 8px;font-weight:700;font-size:.8rem;color:#fff}
.get{background:#0969da}.post{background:#1a7f37}.put{background:#9a6700}.delete{background:#cf222e}
.path{font-weight:600}.summary{color:var(--muted)}
.access{margin-left:auto;font-size:.75rem;border:1px solid var(--line);border-radius:999px;padding:1px 8px;color:var(--muted)}
.access.admin{border-color:#cf222e}.access.member{border-color:#0969da}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;vertical-align:top;border-bottom:1px solid var(--line);padding:6px 8px}
.status{font-weight:700;font-family:ui-monospace,monospace}.s2{color:#1a7f37}.s4{color:#cf222e}.s5{color:#9a6700}
.fields{margin:4px 0 4px 4px;padding-left:16px}.fields li{margin:2px 0}.field{font-weight:600}
.optional,.required,.note{font-size:.75rem;color:var(--muted)}.required{color:#cf222e}
.type{color:var(--muted);margin:2px 0}.media{margin:4px 0}.who{color:var(--muted)}
`;
