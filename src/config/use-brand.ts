import { brandFor, type BrandConfig } from './brands';
import { useRuntimeConfig } from './runtime-config-context';

/** The brand this deployment serves (runtime config `domainId`). */
export function useBrand(): BrandConfig {
  return brandFor(useRuntimeConfig().domainId);
}
