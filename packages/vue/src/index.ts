export * from '@loyalty-flows/core';
