// React Native adapters for <LoyaltyProvider storage connectivity visibility>.
import type { ConnectivityPort, FlowStorage, VisibilityPort } from '@loyalty-flows/react';
import AsyncStorage from '@react-native-async-storage/async-storage';
import NetInfo from '@react-native-community/netinfo';
import { AppState } from 'react-native';

/** AsyncStorage as the flows' storage: the OTP cooldown and unsent reads survive an app restart. */
export const asyncStorage: FlowStorage = AsyncStorage;

/** NetInfo as the flows' connectivity: reads wait while the device is offline. */
export function netInfoConnectivity(): ConnectivityPort {
  let online = true;
  return {
    isOnline: () => online,
    // NetInfo reports the current state at once and then each change; `null` (unknown) is online.
    subscribe: (listener) =>
      NetInfo.addEventListener((state) => {
        online = state.isConnected !== false;
        listener(online);
      }),
  };
}

/** AppState as the flows' visibility: polling pauses while the app is in the background. */
export const appStateVisibility: VisibilityPort = {
  isVisible: () => AppState.currentState !== 'background',
  subscribe: (listener) => {
    const subscription = AppState.addEventListener('change', (state) => listener(state !== 'background'));
    return () => subscription.remove();
  },
};
