/** A Payload relationship's id, whether the value came populated (a document) or not (an id). */
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null {
  return typeof value === 'object' && value ? value.id : (value ?? null)
}

/** The ids of a has-many relationship, populated or not. */
export function relationIds(values: ReadonlyArray<number | { id: number } | null | undefined> | null | undefined): number[] {
  return (values ?? []).map((value) => relationId(value)).filter((id): id is number => typeof id === 'number')
}
