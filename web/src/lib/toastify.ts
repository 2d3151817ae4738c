// react-toastify with its stylesheet: loaded together, on demand (lib/notify.ts).
import 'react-toastify/dist/ReactToastify.css';
import './toastify-theme.css';

export { ToastContainer, toast } from 'react-toastify';
