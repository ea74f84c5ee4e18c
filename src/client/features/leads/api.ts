import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PropertyInterestInput,
  WeekInterestInput,
  WeekRequestInput,
} from '../../../shared/contracts/leads';
import { apiRequest } from '../../lib/api';

type Received = { ok: true };

/** POST /api/week-requests; on success the staff list of requests is refetched (spec 000 §7). */
export function useCreateWeekRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeekRequestInput) => apiRequest<Received>('POST', '/api/week-requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/week-requests'] }),
  });
}

/** POST /api/week-interests. */
export function useCreateWeekInterest() {
  return useMutation({
    mutationFn: (input: WeekInterestInput) => apiRequest<Received>('POST', '/api/week-interests', input),
  });
}

/** POST /api/property-listing-interests. */
export function useCreatePropertyInterest() {
  return useMutation({
    mutationFn: (input: PropertyInterestInput) =>
      apiRequest<Received>('POST', '/api/property-listing-interests', input),
  });
}
