// the matchers shared/build/jestSetup.ts installs (toBeInTheDocument, toHaveStyle, ...)
/// <reference types="@testing-library/jest-dom" />
