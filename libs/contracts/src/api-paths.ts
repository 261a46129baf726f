/** Paths of the HTTP API (spec 000 §7, 001 §7). */
export const API = {
  health: '/api/health',
  auth: {
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    changePassword: '/api/auth/change-password',
  },
  admin: {
    clients: '/api/admin/clients',
    users: '/api/admin/users',
    stats: '/api/admin/dashboard/stats',
    userStatus: (id: number) => `/api/admin/users/${id}/status`,
    userResetPassword: (id: number) => `/api/admin/users/${id}/reset-password`,
    user: (id: number) => `/api/admin/users/${id}`,
  },
  websites: {
    all: '/api/websites',
    my: '/api/websites/my',
  },
  sync: {
    dashboard: '/api/sync/dashboard',
  },
} as const;
