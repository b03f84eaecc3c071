/** The demo logins of PRODUCT.md "Where it runs": seeded outside production only. */
export const DEMO_CUSTOMER_LOGIN = {
  label: "Customer",
  email: "demo@example.com",
  password: "Demo@12345",
  name: "Demo Customer",
} as const;

export const DEMO_STAFF_LOGIN = {
  label: "Staff",
  email: "admin@example.com",
  password: "Admin@12345",
  name: "Filtercycle Staff",
} as const;

export const DEMO_LOGINS = [DEMO_CUSTOMER_LOGIN, DEMO_STAFF_LOGIN] as const;
