/** The company's GST registration: what every tax document it issues names as the supplier. */
export interface TaxRegistration {
  gstin: string;
  address: string;
}

/**
 * The registrations of the apps in this process, the newest first (one per app; tests build
 * several in one process). A document takes the one its app was configured with at start.
 */
const registrations: TaxRegistration[] = [];

export function bindTaxRegistration(registration: TaxRegistration): () => void {
  registrations.unshift(registration);
  return () => {
    const at = registrations.indexOf(registration);
    if (at >= 0) registrations.splice(at, 1);
  };
}

export function taxRegistration(): TaxRegistration {
  const registration = registrations[0];
  if (!registration)
    throw new Error('no tax registration is bound: buildApp binds the configured one');
  return registration;
}
