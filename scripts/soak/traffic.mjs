// One member of staff at work, as the soak run plays them: reads, searches,
// writes of their own records, and a fresh sign-in now and then.

const SEARCHES = ['Nak', 'Ama', 'Oko', 'Nam', 'Kam', 'Mug', 'Ssa', 'Aki', '0772', '256'];
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];

export class Staff {
  constructor({ n, email, password, base, mail, seeded, record, created }) {
    Object.assign(this, { n, email, password, base, mail, seeded, record, created });
    this.seq = 0;
    this.customers = [];
    this.bookings = [];
    this.headers = undefined;
    this.signedInAt = 0;
    // each signs in again every 90 to 150 s: the resend window is 60 s
    this.signInEveryMs = 90_000 + Math.random() * 60_000;
  }

  /** One request: timed, its status recorded; answers the parsed body on 2xx. */
  async call(kind, method, url, body) {
    const started = performance.now();
    let status = 0;
    let data;
    try {
      const res = await fetch(`${this.base}/api/v1${url}`, {
        method,
        headers: {
          ...(this.headers ?? {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      status = res.status;
      const text = await res.text();
      // a 2xx without data (login, logout) still answers something
      if (status < 300) data = JSON.parse(text).data ?? {};
      else this.record.failure(`${kind} ${method} ${url} -> ${status} ${text.slice(0, 160)}`);
    } catch (err) {
      this.record.failure(`${kind} ${method} ${url} -> ${err.cause?.code ?? err.message}`);
    }
    this.record.request(kind, performance.now() - started, status);
    return data;
  }

  async signIn() {
    this.headers = undefined;
    const ok = await this.call('sign-in', 'POST', '/auth/login', {
      email: this.email,
      password: this.password,
    });
    if (ok === undefined) return;
    let code;
    const waiting = performance.now();
    for (let i = 0; i < 200 && !code; i++) {
      code = this.mail.take(this.email);
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    if (!code) {
      // A sign-in whose code never arrives failed: counted as an error of the
      // sign-in step (status 0, like a request that got no answer), not only logged.
      this.record.failure(`sign-in: no code mailed to ${this.email}`);
      this.record.request('sign-in', performance.now() - waiting, 0);
      return;
    }
    const session = await this.call('sign-in', 'POST', '/auth/verify', { email: this.email, code });
    if (!session) return;
    this.headers = { authorization: `Bearer ${session.token}` };
    // An account an admin added signs in first with a temporary password,
    // which opens nothing but its change (issue 20.12).
    if (session.mustChangeCredentials) {
      const next = `${this.password}-own`;
      const body = { currentPassword: this.password, newPassword: next };
      if (!(await this.call('sign-in', 'POST', '/auth/change-password', body))) {
        this.headers = undefined;
        return;
      }
      this.password = next;
    }
    this.signedInAt = Date.now();
  }

  async run(until) {
    await this.signIn();
    while (Date.now() < until) {
      if (this.headers && Date.now() - this.signedInAt <= this.signInEveryMs) await this.act();
      else {
        await this.signIn();
        // a failed sign-in is an error already: do not hammer the server with more
        if (!this.headers) await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  act() {
    const r = Math.random() * 100;
    if (r < 45) return this.read();
    if (r < 65) return this.search();
    return this.write();
  }

  read() {
    const s = this.seeded;
    const reads = [
      () =>
        this.call('read', 'GET', `/customer?limit=40&offset=${Math.floor(Math.random() * 4) * 40}`),
      () => this.call('read', 'GET', `/customer/${pick(s.customers)}`),
      () => this.call('read', 'GET', `/careteam?status=true&limit=40`),
      () => this.call('read', 'GET', `/careteam/${pick(s.nurses)}`),
      () => this.call('read', 'GET', '/booking?status=new&limit=40'),
      () => this.call('read', 'GET', '/portal/jobcard?limit=10'),
      () => this.call('read', 'GET', `/portal/jobcard/${pick(s.jobCards)}`),
      () => this.call('read', 'GET', '/income_trace?limit=10&sort=txn_date&order=desc'),
      () => this.call('read', 'GET', '/portal/orders?status=Pending&limit=40'),
      () => this.call('read', 'GET', '/dashboard/summary'),
      () => this.call('read', 'GET', '/healthtips?limit=10'),
      () => this.call('read', 'GET', '/sendcomms/sendNotificationToTopic?limit=10'),
    ];
    return pick(reads)();
  }

  search() {
    const term = encodeURIComponent(pick(SEARCHES));
    const searches = [
      () => this.call('search', 'GET', `/portal/search?type=customer&searchTerm=${term}`),
      () => this.call('search', 'GET', `/portal/search?type=nurse&searchTerm=${term}`),
      () => this.call('search', 'GET', `/income_trace?search=${term}&limit=10`),
      () => this.call('search', 'GET', `/booking?search=${term}&limit=40`),
      () => this.call('search', 'GET', `/portal/jobcard/search?searchTerm=CC-`),
    ];
    return pick(searches)();
  }

  /** A phone number of this worker's own, e.g. 0707000123 for worker 7. */
  phone() {
    this.seq += 1;
    return `07${String(this.n).padStart(2, '0')}${String(this.seq).padStart(6, '0')}`;
  }

  async write() {
    const own = this.customers.length ? pick(this.customers) : undefined;
    const r = Math.random() * 33;
    if (r < 8 || !own) {
      const body = {
        firstname: 'Soak',
        lastname: `Worker ${this.n}`,
        phonenumber: this.phone(),
        address: 'Ntinda, Kampala',
        order: { order: 'Prepared mama bag', address: 'Ntinda', category: 'Maternity' },
      };
      const made = await this.call('write', 'POST', '/customer', body);
      if (made) {
        this.customers.push({ id: made.customer.id, updatedAt: made.customer.updatedAt, body });
        this.created('customers', made.customer.id);
        this.created('bookings', made.booking.docId, 'doc_id');
      }
      return;
    }
    if (r < 14) {
      const { order: _o, ...profile } = own.body;
      const changed = { ...profile, occupation: `Shift ${this.seq++}`, updatedAt: own.updatedAt };
      const saved = await this.call('write', 'PUT', `/customer/${own.id}`, changed);
      if (saved) own.updatedAt = saved.updatedAt;
      return;
    }
    if (r < 20) {
      const body = {
        txn_date: '2026-03-01',
        product: 'VALUE KIT',
        lead_source: 'Referral',
        station: 'Kikubo',
        payment_method: 'Mobile Money',
        status: 'Paid',
        amount: 95_000,
        doc_id: `SOAK-${this.n}-${this.seq++}`,
        user_id: own.id,
      };
      return this.create('/income_trace', body, 'income_trace');
    }
    if (r < 24) return this.moveBooking();
    if (r < 26) {
      const tip = {
        title: `Tip ${this.n}-${this.seq++}`,
        subtitle: 'Soak',
        details: 'Drink water.',
        category: 'General',
      };
      return this.create('/healthtips', tip, 'care_tips');
    }
    if (r < 30) {
      const order = {
        customerName: 'Soak Shopper',
        contact: '0772345678',
        address: 'Ntinda',
        paymentMethod: 'Mobile Money',
        deliveryMethod: 'Delivery',
        shippingFee: 5_000,
        products: [{ product_id: 'MK-001', name: 'Mama kit', quantity: 1, price: 95_000 }],
      };
      return this.create('/portal/orders', order, 'shop_orders');
    }
    const card = {
      UserId: own.id,
      service: 'In home care',
      patient_name: 'Baby Soak',
      gender: 'Female',
      start_date: '2026-03-01',
      end_date: '2026-03-08',
      facility: 'Mulago Hospital',
      medical_condition: 'C-section',
      address: 'Ntinda, Kampala',
      days: 7,
    };
    return this.create('/portal/jobcard', card, 'job_cards');
  }

  /** A creation whose row is looked for in `table` after the run. */
  async create(url, body, table) {
    const made = await this.call('write', 'POST', url, body);
    if (made) this.created(table, made.id);
  }

  /** A booking of this worker's own, moved along one step at a time. */
  async moveBooking() {
    const next = { Pending: 'Accepted', Accepted: 'onGoing', onGoing: 'Completed' };
    const open = this.bookings.find((b) => next[b.status]);
    if (!open) {
      const body = {
        firstName: 'Soak',
        lastName: `W${this.n}`,
        primaryPhoneNumber: this.phone(),
        service: 'Care',
      };
      const made = await this.call('write', 'POST', '/booking', body);
      if (made) {
        this.bookings.push(made);
        this.created('bookings', made.docId, 'doc_id');
      }
      return;
    }
    const body = { field: 'status', value: next[open.status], updatedAt: open.updatedAt };
    const moved = await this.call('write', 'PUT', `/booking/${open.docId}`, body);
    if (moved) Object.assign(open, moved);
  }
}
