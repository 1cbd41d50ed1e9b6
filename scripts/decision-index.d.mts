export const DECISIONS_DIR: string;
export function describeRecord(text: string): { title: string; status: string };
export function decisionIndex(dir?: string): Promise<string>;
