export interface RootField {
  /** response key (alias or field name) */
  key: string;
  name: string;
  args: Record<string, unknown>;
}

/**
 * Reads the root fields of a GraphQL query and their arguments (literals or $variables).
 * Selection sets below the root are not interpreted: resolvers return whole objects.
 */
export function rootFields(query: string, variables: Record<string, unknown> = {}): RootField[] {
  const source = query.replace(/#[^\n]*/g, '');
  const open = source.indexOf('{');
  if (open < 0) throw new Error('Syntax Error: expected {');
  const fields: RootField[] = [];
  let depth = 0;
  let i = open + 1;
  while (i < source.length) {
    const char = source[i];
    if (char === '{') depth++;
    else if (char === '}') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && /[A-Za-z_]/.test(char)) {
      const match = /^([A-Za-z_]\w*)\s*(?::\s*([A-Za-z_]\w*))?\s*(\(([^)]*)\))?/.exec(source.slice(i));
      if (match) {
        const name = match[2] ?? match[1];
        fields.push({ key: match[1], name, args: parseArgs(match[4] ?? '', variables) });
        i += match[0].length;
        continue;
      }
    }
    i++;
  }
  return fields;
}

function parseArgs(text: string, variables: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  const pattern = /([A-Za-z_]\w*)\s*:\s*("(?:[^"\\]|\\.)*"|\$[A-Za-z_]\w*|-?\d+(?:\.\d+)?|true|false|null|[A-Za-z_]\w*)/g;
  for (const [, name, raw] of text.matchAll(pattern)) {
    if (raw.startsWith('$')) args[name] = variables[raw.slice(1)];
    else if (raw.startsWith('"')) args[name] = JSON.parse(raw);
    else if (raw === 'true' || raw === 'false') args[name] = raw === 'true';
    else if (raw === 'null') args[name] = null;
    else if (/^-?\d/.test(raw)) args[name] = Number(raw);
    else args[name] = raw;
  }
  return args;
}
