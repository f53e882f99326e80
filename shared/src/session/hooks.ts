import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './store';
import type { RootStateWithSession, SessionState } from './sessionSlice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootStateWithSession>();

export function useSession(): SessionState {
  return useAppSelector((state) => state.session);
}
