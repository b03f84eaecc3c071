export const DASHBOARD_TEXT = {
  title: "Dashboard",
  heading: "Dashboard",
} as const;
