import { describe, expect, it } from 'vitest';
import { vehicleIdFromSlug } from './vehicle-id';

describe('vehicleIdFromSlug (SPEC §2)', () => {
  it('is the last dash-separated part of the slug', () => {
    expect(vehicleIdFromSlug('kia-ev6-81-4-kwh-lx-100014')).toBe(100014);
    expect(vehicleIdFromSlug('100014')).toBe(100014);
  });

  it('is null when that part is no positive number', () => {
    expect(vehicleIdFromSlug('kia-ev6-gt')).toBeNull();
    expect(vehicleIdFromSlug('kia-0')).toBeNull();
    expect(vehicleIdFromSlug(undefined)).toBeNull();
  });
});
