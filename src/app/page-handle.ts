/**
 * What a route of the table declares about its page, as react-router's `handle` (route objects carry it; tests read
 * it from the table).
 */
export interface PageHandle {
  /**
   * The gateway operations (operationIds of openapi/gateway.yaml) the page reads as it opens, whose failures follow
   * the global failure rule: the fault matrix proves each of them on this page (src/app/fault-matrix/route-rows.ts).
   */
  readonly reads?: readonly string[];
}
