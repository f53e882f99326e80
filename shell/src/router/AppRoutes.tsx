/**
 * The public routes of SPEC §2 and, behind them, the signed-in area. Hash mode is set by App. The
 * three sign-in pages load no antd; every other route renders inside ThemedArea, which brings it.
 */
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { SignedInArea } from './SignedInArea';

const LoginPage = lazy(() => import('../pages/Login'));
const Login1Page = lazy(() => import('../pages/Login1'));
const Login2Page = lazy(() => import('../pages/Login2'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPassword'));
const RegisterPage = lazy(() => import('../pages/Register'));
const ProcessImagePage = lazy(() => import('../pages/ProcessImage'));
const NotFoundPage = lazy(() => import('../pages/NotFound'));
const ReportVerifyPage = lazy(() => import('../pages/ReportVerify'));
const ThemedArea = lazy(() => import('./ThemedArea'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login1" element={<Login1Page />} />
        <Route path="/login2" element={<Login2Page />} />
        <Route element={<ThemedArea />}>
          <Route path="/ForgotPassword" element={<ForgotPasswordPage />} />
          <Route path="/zhuce" element={<RegisterPage />} />
          <Route path="/img" element={<ProcessImagePage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="/detail" element={<ReportVerifyPage />} />
          <Route path="*" element={<SignedInArea />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
