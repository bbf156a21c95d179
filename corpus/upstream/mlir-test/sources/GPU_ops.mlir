// upstream: mlir/test/Dialect/GPU/ops.mlir @ 037b8965e809fa5ea327d8dda7d10212e4be6a01 (one module upstream: chunks are top-level operations of the container module)
module attributes {gpu.container_module} {
  func.func @no_args(%sz : index) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      gpu.terminator
    }
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>) kernel {
      %tIdX = gpu.thread_id x
      %tIdY = gpu.thread_id y
      %bDimX = gpu.block_dim x
      %bIdX = gpu.block_id x
      %gDimX = gpu.grid_dim x
      %gIdX = gpu.global_id x
      %sgId = gpu.subgroup_id : index
      %numSg = gpu.num_subgroups : index
      %SgSi = gpu.subgroup_size : index
      %one = arith.constant 1.0 : f32
      %vec = vector.broadcast %arg0 : f32 to vector<4xf32>
      %sum = gpu.all_reduce add %one {} : (f32) -> (f32)
      %sum1 = gpu.all_reduce add %one uniform {} : (f32) -> f32
      %sum2 = gpu.all_reduce %one {
      ^bb(%lhs : f32, %rhs : f32):
        %tmp = arith.addf %lhs, %rhs : f32
        gpu.yield %tmp : f32
      } : (f32) -> (f32)
      %sum_subgroup = gpu.subgroup_reduce add %one : (f32) -> f32
      %sum_subgroup2 = gpu.subgroup_reduce add %vec : (vector<4xf32>) -> vector<4xf32>
      %width = arith.constant 7 : i32
      %offset = arith.constant 3 : i32
      %shfl, %pred = gpu.shuffle xor %arg0, %offset, %width : f32
      %shfl1, %pred1 = gpu.shuffle up %arg0, %offset, %width : f32
      "gpu.barrier"() : () -> ()
      "some_op"(%bIdX, %tIdX) : (index, index) -> ()
      %42 = memref.load %arg1[%bIdX] : memref<?xf32, 1>
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @binary_1 [#gpu.object<#nvvm.target, "">]
  gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
  gpu.binary @binary_3 <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
}

// -----

module attributes {gpu.container_module} {
  gpu.module @gpu_funcs {
    gpu.func @kernel_1(%arg0: f32)
        workgroup(%arg1: memref<42xf32, 3>)
        private(%arg2: memref<2xf32, 5>, %arg3: memref<1xf32, 5>)
        kernel
        attributes {foo="bar"} {
      "use"(%arg1) : (memref<42xf32, 3>) -> ()
      "use"(%arg2) : (memref<2xf32, 5>) -> ()
      "use"(%arg3) : (memref<1xf32, 5>) -> ()
      gpu.return
    }
    gpu.func @printf_test(%arg0 : i32) {
      gpu.printf "Value: %d", %arg0 : i32
      gpu.return
    }
    gpu.func @no_attribution(%arg0: f32) {
      gpu.return
    }
    gpu.func @workgroup_only() workgroup(%arg0: memref<42xf32, 3>) {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @alloc() {
    %m0 = gpu.alloc () : memref<13xf32, 1>
    gpu.dealloc %m0 : memref<13xf32, 1>
    %t0 = gpu.wait async
    %m1, %t1 = gpu.alloc async [%t0] () : memref<13xf32, 1>
    %t2 = gpu.dealloc async [%t1] %m1 : memref<13xf32, 1>
    %m2 = gpu.alloc host_shared () : memref<13xf32, 1>
    gpu.dealloc %m2 : memref<13xf32, 1>
    return
  }
  func.func @async_token(%arg0 : !gpu.async.token) -> !gpu.async.token {
    return %arg0 : !gpu.async.token
  }
  func.func @async_wait() {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    %2 = gpu.wait async [%0, %1]
    gpu.wait [%0, %1]
    gpu.wait
    return
  }
}
