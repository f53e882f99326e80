/** Reference data a screen loads beside its own: the value, and whether it is loading or its call failed (to tell "none" from "could not load"). */
export interface Loaded<T> {
  value: T;
  loading: boolean;
  failed: boolean;
}
