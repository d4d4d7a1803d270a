// What the admin screens say after an action (the refusals are the server's words).
export const STAFF_MSG = {
  created: (email: string) => `Staff account added for ${email}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  deactivated: (name: string) => `${name} deactivated; their sessions ended`,
  reactivated: (name: string) => `${name} reactivated`,
  passwordReset: (name: string) => `Password reset for ${name}; their sessions ended`,
  sessionsEnded: (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'} ended`,
  passwordRules: 'At least 8 characters; common passwords are refused',
} as const;
