// The auth service replaced in unit tests: `vi.mock('…/authApi')` without a factory loads this module instead.
import { vi } from 'vitest';
import type * as authApi from '../authApi';

export const signIn = vi.fn<typeof authApi.signIn>();
export const signOut = vi.fn<typeof authApi.signOut>();
export const sendRecoveryEmail = vi.fn<typeof authApi.sendRecoveryEmail>();
export const subscribeToAuthState = vi.fn<typeof authApi.subscribeToAuthState>();
