import { describe, expect, it, vi } from 'vitest';
import { createAppNavigation } from './navigation';

describe('createAppNavigation', () => {
  it('opens a page asked for before the router mounted once it connects, and only that one', () => {
    const navigation = createAppNavigation();
    navigation.replace('/groups/1');
    navigation.replace('/');
    const navigate = vi.fn();
    navigation.connect(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it("moves at once through the connected router's navigate, replacing the current entry", () => {
    const navigation = createAppNavigation();
    const navigate = vi.fn();
    navigation.connect(navigate);
    expect(navigate).not.toHaveBeenCalled();
    navigation.replace('/leaderboard');
    expect(navigate).toHaveBeenCalledWith('/leaderboard', { replace: true });
  });

  it('keeps a page asked for while the router is away for the navigate that comes next', () => {
    const navigation = createAppNavigation();
    const first = vi.fn();
    const second = vi.fn();
    const disconnect = navigation.connect(first);
    disconnect();
    navigation.replace('/profile');
    expect(first).not.toHaveBeenCalled();
    navigation.connect(second);
    expect(second).toHaveBeenCalledWith('/profile', { replace: true });
  });

  it("does not let an old navigate's hand-back disconnect the one that replaced it", () => {
    const navigation = createAppNavigation();
    const old = vi.fn();
    const current = vi.fn();
    const disconnectOld = navigation.connect(old);
    navigation.connect(current);
    disconnectOld();
    navigation.replace('/badges');
    expect(current).toHaveBeenCalledWith('/badges', { replace: true });
    expect(old).not.toHaveBeenCalled();
  });
});
