import { describe, expect, it } from 'vitest';
import { flowEventTypes } from '../src/inspect';
import { notificationsMachine } from '../src/notifications';
import { otpMachine } from '../src/otp';
import { redemptionMachine } from '../src/redemption';

describe('flowEventTypes', () => {
  it('lists each flow under its machine id, every type one its machine handles, and none of its own actors', () => {
    const machines = [otpMachine, redemptionMachine, notificationsMachine];
    expect(Object.keys(flowEventTypes).sort()).toEqual(machines.map((machine) => machine.id).sort());
    for (const machine of machines) {
      const handled = new Set<string>(machine.root.events);
      const listed = flowEventTypes[machine.id] ?? [];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.filter((type) => !handled.has(type))).toEqual([]);
    }
    expect(flowEventTypes.otp).not.toContain('OTP.RESTORED');
    expect(flowEventTypes.otp).not.toContain('CLOCK.TICK');
    expect(flowEventTypes.notifications).not.toContain('NOTIFICATIONS.ONLINE');
  });
});
