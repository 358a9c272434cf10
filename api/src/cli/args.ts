/** A command line that does not fit its usage: printed, exit code 1. */
export class UsageError extends Error {}

/** The value after `--name`, or undefined when the option is absent. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`);
  return value;
}

/** The words that are neither one of `options` nor their values. */
export function positional(args: string[], options: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (options.includes(arg)) i += 1;
    else out.push(arg);
  }
  return out;
}
