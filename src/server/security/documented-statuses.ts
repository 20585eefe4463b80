import type { OpenApiDocument } from './openapi-operations';

/**
 * Test support: what each operation was seen to answer, checked against what the OpenAPI document
 * says it answers. The authorization matrix and the fuzz send every operation hundreds of ways;
 * a status either sees that the document does not list is a gap in the contract a generated client
 * is built from.
 */

/** 'POST /api/sessions/{sessionId}/requests' → the statuses its responses list. */
export function documentedStatuses(document: OpenApiDocument): Map<string, Set<number>> {
  const documented = new Map<string, Set<number>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      documented.set(`${method.toUpperCase()} ${path}`, new Set(Object.keys(operation.responses ?? {}).map(Number)));
    }
  }
  return documented;
}

export class ObservedStatuses {
  private readonly seen = new Map<string, Map<number, string>>();

  /** One answer of an operation (`METHOD /path/{param}`), with a line to show if it is a gap. */
  record(operation: string, status: number, example: string): void {
    const statuses = this.seen.get(operation) ?? new Map<number, string>();
    if (!statuses.has(status)) statuses.set(status, example);
    this.seen.set(operation, statuses);
  }

  /** Each status seen that the document does not list for its operation. */
  undocumented(document: OpenApiDocument): string[] {
    const documented = documentedStatuses(document);
    const gaps: string[] = [];
    for (const [operation, statuses] of this.seen) {
      for (const [status, example] of statuses) {
        if (!documented.get(operation)?.has(status)) gaps.push(`${operation} answered ${status}: ${example}`);
      }
    }
    return gaps.sort();
  }

  get size(): number {
    return [...this.seen.values()].reduce((sum, statuses) => sum + statuses.size, 0);
  }
}
