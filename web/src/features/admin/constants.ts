export const ADMIN_TEXT = {
  title: "Admin console",
  heading: "Admin console",
} as const;
